/** The answer of an action that has nothing else to return. */
export class DoneDto {
  /** What happened, for the page to show */
  detail: string;
}
