// Env needed at import time (in ESM mode imports run before any statement of a test file). The engine comes from the jest project's globals.
process.env.NODE_ENV = 'test';
process.env.TZ = 'Asia/Kolkata';
