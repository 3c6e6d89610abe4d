// The bench's yardstick: node:http answering stored bytes, with the same status and headers the API
// sent for each URL. Usage: node bare-server.mjs <answers.json> <port>; prints "ready" when listening.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const answers = new Map(
  JSON.parse(readFileSync(file, 'utf8')).map((answer) => [
    answer.url,
    { ...answer, body: Buffer.from(answer.body, 'base64') },
  ]),
);

http
  .createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
