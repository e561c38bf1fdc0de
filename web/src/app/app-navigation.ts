type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

/**
 * Lets code outside React (the API error handler) move the router. The router registers its own
 * navigate at start; until then a full page load does the job.
 */
export const appNavigation = {
  register(fn: Navigate): void {
    navigate = fn;
  },
  go(to: string): void {
    navigate(to);
  },
};
