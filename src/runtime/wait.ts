// Where pollUntil used to live: it moved down to drivers/poll.ts, the lowest layer that waits. Kept for
// runtime/assertions.ts and drivers/web/web-driver.ts, which still import it from here; once they
// import drivers/poll.ts this file goes (web-driver.ts importing the runtime is an upward import).
export { pollUntil } from '../drivers/poll.ts';
