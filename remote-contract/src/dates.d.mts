/** A date (and time) as `format` writes it, with French's first of the month written "1er". */
export declare function formatWithFirst(format: Intl.DateTimeFormat, date: Date): string;
