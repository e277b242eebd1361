/** Router state of the first screen after sign-up: it welcomes the new account. */
export interface WelcomeState {
  welcome?: boolean;
}

export const isWelcome = (state: unknown): boolean => !!(state as WelcomeState | null)?.welcome;
