require('@testing-library/jest-dom');
// antd's CSS-in-JS makes jsdom role queries slow; on a loaded 2-core CI machine a findBy* can
// take more than the default second, so waiting queries get 5 s before they fail.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  if (typeof window !== 'undefined') window.localStorage.clear();
});
