// The defaults of the replay knobs a config may set: the config owns them (defaults < file < env <
// flags), so the runtime takes its settings from the resolved config and never the other way round.

/** how long a step waits for an element or an expectation */
export const DEFAULT_TIMEOUT_MS = 5_000;
/** longest wait for an explicit `wait for …` step */
export const DEFAULT_WAIT_TIMEOUT_MS = 15_000;
/** minimum fingerprint similarity for "the same element" */
export const DEFAULT_IDENTITY_THRESHOLD = 0.6;
