/**
 * Awaits a form's mutation, then goes on with its result. A failed mutation keeps the user on the
 * form: Apollo puts the error in the mutation's state, which the form's error banner shows.
 */
export async function submitThen<T>(mutation: Promise<T>, then?: (result: T) => void): Promise<void> {
  let result: T;
  try {
    result = await mutation;
  } catch {
    return;
  }
  then?.(result);
}
