/** The time source of the API, replaced in tests (routers take it instead of calling `new Date()`). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
