// Env needed at import time (STACK-NOTES item 1). The engine comes from the jest project's globals.
process.env.NODE_ENV = 'test';
process.env.TZ = 'Asia/Kolkata';
