// What the Worker's bundle takes for `react-dom/server` (wrangler.toml, [alias]):
// React's edge streaming renderer alone. React's own "workerd" entry,
// react-dom/server.edge.js, also requires the legacy renderToString build
// (about 260 KB, 46 KB gzipped) that this site never calls, and a bundler
// cannot drop a CommonJS require. React's package exports do not list its
// cjs/ files, hence the paths. The build matches React's (development under
// `wrangler dev`, production when deployed), as server.edge.js chooses it.
module.exports =
  process.env.NODE_ENV === 'production'
    ? require('../../../node_modules/react-dom/cjs/react-dom-server.edge.production.js')
    : require('../../../node_modules/react-dom/cjs/react-dom-server.edge.development.js');
