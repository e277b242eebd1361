/** Weight and size are stored as whole grams and millimetres (exact sums and averages); forms speak kg and cm. */
export const grams = (kg: number | null | undefined) => (kg === null || kg === undefined ? null : Math.round(kg * 1000));
export const millimetres = (cm: number | null | undefined) => (cm === null || cm === undefined ? null : Math.round(cm * 10));
