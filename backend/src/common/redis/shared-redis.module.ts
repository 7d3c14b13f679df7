import { Global, Module } from '@nestjs/common';
import { SharedRedis } from './shared-redis';

/** The Redis shared by the instances, or (without REDIS_URL) its absence; see SharedRedis. */
@Global()
@Module({ providers: [SharedRedis], exports: [SharedRedis] })
export class SharedRedisModule {}
