import { frontendJestConfig, withFrozenClock } from '../jest.frontend.config.mjs';

// The clock is frozen: date rules ("not in the future") and ages must not depend on when tests run.
export default withFrozenClock(frontendJestConfig(import.meta.dirname));
