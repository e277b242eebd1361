// The load generator of `npm run bench`, run as its own process so that it does not share the
// gateway's event loop: reads one autocannon options object (JSON) from argv, prints the result
// as one JSON line.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
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
