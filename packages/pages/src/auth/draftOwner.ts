import { clearDrafts } from './useDraft';

/** Whose drafts this tab holds: the customer last logged in here. Not a draft itself, so `clearDrafts` keeps it. */
const OWNER_KEY = 'art-portal-draft-owner';

/**
 * A customer logs in (or is known again) in this tab: drafts another customer left when their session ended
 * (a comment, a 参赛 entry with its uploaded files) go, so nobody sees or sends someone else's. The same customer
 * keeps theirs, and so does whoever logs in after typing while logged out in a tab nobody had logged in to.
 */
export function claimDrafts(phone: string): void {
  const owner = window.sessionStorage.getItem(OWNER_KEY);
  if (owner !== null && owner !== phone) clearDrafts();
  window.sessionStorage.setItem(OWNER_KEY, phone);
}

/** The customer's phone changed: their drafts stay theirs under the new one. */
export function moveDrafts(phone: string): void {
  window.sessionStorage.setItem(OWNER_KEY, phone);
}
