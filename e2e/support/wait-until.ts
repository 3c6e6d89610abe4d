/** Polls `check` until it holds; throws naming `what` when it has not within `timeout` ms. */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeout = 30_000,
  every = 100,
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  throw new Error(`timed out waiting for ${what}`);
}
