/**
 * An admin's account name as it is stored, looked up and counted by the sign-in limits: Unicode NFKC,
 * no surrounding spaces, lower case. `VICTIM`, ` victim ` and `Victim` are one account, everywhere
 * (sign-in, its limits, the operators' commands), because every path asks this one function.
 */
export const normaliseAdminName = (name: string) => name.normalize('NFKC').trim().toLowerCase();
