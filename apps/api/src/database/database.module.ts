import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseStartup } from './database-startup.js';
import { createOrmConfig } from './orm.config.js';
import { contextualEntityManager, RequestContextMiddleware } from './request-context.js';

/** PostgreSQL through MikroORM; migrates and seeds before the API starts serving. */
@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      driver: PostgreSqlDriver,
      useFactory: (config: AppConfig) => ({
        ...createOrmConfig(config.databaseUrl),
        registerRequestContext: false,
        context: contextualEntityManager,
      }),
    }),
  ],
  providers: [DatabaseStartup],
})
export class DatabaseModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestContextMiddleware).forRoutes({ path: '{*all}', method: RequestMethod.ALL });
  }
}
