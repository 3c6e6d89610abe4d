// The names of the states an application can be in after the draw: the list schemas of applicants carry
// them, and after-draw/application-status.ts derives which one holds (with its labels).
/** The closed set of states an application can be in after the draw, in the order a list shows them. */
export const APPLICATION_STATES = [
  'notAnnounced',
  'won',
  'documentsRequested',
  'supplement',
  'submitted',
  'inReview',
  'eligible',
  'contractDone',
  'reserveWaiting',
  'notWon',
  'ineligible',
  'givenUp',
  'lapsed',
] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];
