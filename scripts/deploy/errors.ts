/** A refusal the deploy commands print as one line; nothing live has changed when it is thrown. */
export class DeployError extends Error {}
