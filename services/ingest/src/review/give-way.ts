/**
 * Posts a background build handles between two chances to give way to requests: a few
 * milliseconds of work at nice 19, so a request waits on it for no longer than that (at 4,096
 * a request right after a run overlapped the build by 65 ms).
 */
export const GIVE_WAY_EVERY = 512;
