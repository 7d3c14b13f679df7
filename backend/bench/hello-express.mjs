// The ceiling: a plain Express hello-world on the same machine, measured in the same run.
import express from 'express';

const app = express();
app.get('/', (_req, res) => res.json({ hello: 'world' }));
app.listen(Number(process.env.PORT), '127.0.0.1');
