/** Where the hook program writes what went wrong inside it (in the state folder). */
export const HOOK_ERROR_LOG = "hook-errors.log";
