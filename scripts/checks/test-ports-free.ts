/**
 * `npm test`'s first check: every port this run will listen on is free
 * (tests/support/test-ports.ts). A run that would meet another on a port
 * stops here at once, naming the port, who holds it and how to move.
 */
import { TEST_PORT_OFFSET } from '../../tests/support/backend-env.ts';
import { TEST_SERVERS, exitIfPortsTaken, testPort } from '../../tests/support/test-ports.ts';

await exitIfPortsTaken(TEST_SERVERS, TEST_PORT_OFFSET);
console.log(`ports free: ${TEST_SERVERS.map((server) => testPort(server, TEST_PORT_OFFSET)).join(', ')}`);
