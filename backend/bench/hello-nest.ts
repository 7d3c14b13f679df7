// The framework's ceiling: a NestJS (platform-express) hello-world.
import 'reflect-metadata';
import { Controller, Get, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

@Controller()
class HelloController {
  @Get()
  hello() {
    return { hello: 'world' };
  }
}

@Module({ controllers: [HelloController] })
class HelloModule {}

void NestFactory.create(HelloModule, { logger: false }).then((app) => app.listen(Number(process.env.PORT), '127.0.0.1'));
