/** Whether every `id` parameter of a matched server-rendered path names a row (a UUID). */
export declare const namesRows: (params: Record<string, string | undefined>) => boolean;
