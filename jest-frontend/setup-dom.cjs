require('@testing-library/jest-dom');
// antd's CSS-in-JS makes jsdom role queries slow, and a file's first render loads its lazy chunks:
// on a 2-core machine at load 10 to 15 a findBy* took more than 5 s (seen in two suites), so
// waiting queries get 12 s before they fail (a passing one returns as soon as it finds).
require('@testing-library/react').configure({ asyncUtilTimeout: 12_000 });
afterEach(() => {
  if (typeof window !== 'undefined') window.localStorage.clear();
});
