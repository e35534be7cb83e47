import { refusalText } from './refusalText';

/** What follows a send that spent the image challenge. */
type ChallengeSpent = {
  /** The server's reason for a refusal (`null` when a toast said it). */
  refused: (reason: string | null) => void;
  refreshImage: () => void;
  clearImageCode: () => void;
};

/**
 * Runs a code send, which uses the image challenge up whether it is sent or refused: afterwards the next send needs
 * the new picture's code. Resolves whether it was sent.
 */
export async function sendSpendingChallenge(
  send: () => Promise<void>,
  { refused, refreshImage, clearImageCode }: ChallengeSpent,
): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    refused(refusalText(error));
    refreshImage();
    return false;
  } finally {
    clearImageCode();
  }
}
