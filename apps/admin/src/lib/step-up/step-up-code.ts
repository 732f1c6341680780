/**
 * The bridge between the API client and the code dialog: the client asks for the staff's current
 * two-factor code before a step-up call (a shared endpoint marked `stepUp`), the dialog mounted
 * in the providers answers it. Null means the operator cancelled.
 */
type Asker = () => Promise<string | null>;

let asker: Asker | null = null;

export function setStepUpAsker(next: Asker | null): void {
  asker = next;
}

/** The code the operator typed, or null when cancelled or no dialog is mounted (tests, start-up). */
export function askStepUpCode(): Promise<string | null> {
  return asker ? asker() : Promise.resolve(null);
}
