/// <reference types="node" />
import { cleanup } from '@testing-library/react';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach } from 'vitest';

// jsdom brings its own FormData, File and Blob, which Node's fetch (the one the tests' requests go through) cannot
// read: an upload would be sent as "[object File]". In a browser, fetch, FormData and File come from one realm;
// here they are Node's (its FormData is reachable only through a parsed body).
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
Object.assign(globalThis, { File: NodeFile, Blob: NodeBlob, FormData: NodeFormData });

// Testing Library unmounts after each test only by itself when the runner's globals are on; they are not here.
afterEach(cleanup);
