// selenium-webdriver ships CommonJS without an "exports" map, so ESM needs the file path; the
// DefinitelyTyped declarations live under the folder name.
declare module 'selenium-webdriver/http/index.js' {
  export { Executor, HttpClient } from 'selenium-webdriver/http.js';
}
