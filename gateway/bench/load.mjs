// The load generator of `npm run bench`, run as its own process so that it does not share the
// gateway's event loop: reads one autocannon options object (JSON) from argv, prints the result
// as one JSON line. Its `paths` option spreads the requests over several paths.
import autocannon from 'autocannon';

const { paths, ...options } = JSON.parse(process.argv[2]);
// `paths`: each request goes to one of them, picked at random (many rows, not one)
if (paths) options.requests = [{ setupRequest: (request) => ({ ...request, path: paths[Math.floor(Math.random() * paths.length)] }) }];
const result = await autocannon(options);
process.stdout.write(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    bytes: result.throughput.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    status5xx: result['5xx'],
  }) + '\n',
);
