// The ceiling: a bare node:http server answering one prebuilt JSON body (the bytes of Godown's
// products page), with the headers Godown sends. Whatever Godown reaches is measured against it.
// Usage: node bench/baseline-server.mjs <body-file> <port>
import fs from 'node:fs';
import http from 'node:http';

const [bodyFile, port] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile);
const headers = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(body.length),
};

http
  .createServer((request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
