/** An island's stylesheet: its text (tooling/src/islands.ts builds `.css` as source), added to the page when the island shows something. */
declare module '*.island.css' {
  const text: string;
  export default text;
}
