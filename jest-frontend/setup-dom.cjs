require('@testing-library/jest-dom');
// antd's CSS-in-JS makes jsdom role queries slow, and a file's first render loads its lazy chunks:
// on a 2-core machine shared with another suite a first findBy* can take tens of seconds. A limit
// is not a measure: waiting queries get 30 s before they fail (a passing one returns as soon as it
// finds), and tests the time of several (jest.frontend.config.mjs).
require('@testing-library/react').configure({ asyncUtilTimeout: 30_000 });
afterEach(() => {
  if (typeof window !== 'undefined') window.localStorage.clear();
});
