// The shop's release: package.json's version, read here once for the server (worker/src/build.ts,
// the health report) and the app's error reports (decision 033).
export { version as SHOP_RELEASE } from '../package.json'
