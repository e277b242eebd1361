// The load generator of `npm run bench`, run as its own process so that it does not share the
// gateway's event loop: reads one autocannon options object (JSON) from argv, prints the result
// as one JSON line. Its `paths` and `clients` options spread the requests over several paths and
// client addresses.
import autocannon from 'autocannon';

const { paths, clients, ...options } = JSON.parse(process.argv[2]);
const pick = (n) => Math.floor(Math.random() * n);
// `paths`: each request goes to one of them, picked at random (many rows, not one); `clients`: each
// request comes from one of that many addresses (X-Forwarded-For, trusted from loopback), as a crowd does
if (paths || clients)
  options.requests = [
    {
      setupRequest: (request) => ({
        ...request,
        ...(paths ? { path: paths[pick(paths.length)] } : {}),
        ...(clients
          ? { headers: { ...request.headers, 'x-forwarded-for': `10.${pick(4)}.${pick(250)}.${1 + pick(Math.min(clients, 250))}` } }
          : {}),
      }),
    },
  ];
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
