/** The benches print their results as plain lines. */
export const log = (line: string) => console.log(line);
