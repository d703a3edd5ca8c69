// Every test project's first setup file: the tests know the articles' routes
// and cards from the start, as the build does (src/every-article.ts), so
// that they loop over every page of the route table. The Worker they start
// (or run, in workerd) reads its own from the build's files when a request
// needs them: test/isolates/asset-routing.test.ts and the browser tests meet
// that path through wrangler's own bundle.
import '../src/every-article';
