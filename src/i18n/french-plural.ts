/** Singular for 0 and 1, as French counts them. */
export const plural = (count: number, one: string, many: string) => (count < 2 ? one : many);
