/**
 * The ticket of a round's waiting room, kept in localStorage so a reload, or a tab closed and opened
 * again, keeps the place in line. It is a signed number, with nothing about the person.
 */
const key = (roundId: number) => `waiting-room-ticket:${roundId}`;

export function readTicket(roundId: number): string | undefined {
  try {
    return globalThis.localStorage?.getItem(key(roundId)) ?? undefined;
  } catch {
    return undefined; // blocked storage: a place for this page view only
  }
}

export function saveTicket(roundId: number, ticket: string): void {
  try {
    globalThis.localStorage?.setItem(key(roundId), ticket);
  } catch {
    // blocked storage: the place holds while the page stays open
  }
}
