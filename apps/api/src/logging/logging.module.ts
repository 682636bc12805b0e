import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { serializeRequest, serializeResponse } from './log-serializers.js';

/**
 * Structured JSON logs through pino (one line per request and per event), pretty-printed
 * in development when LOG_PRETTY=1. Credentials never reach the logs.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.logLevel,
          transport: config.logPretty ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
          serializers: { req: serializeRequest, res: serializeResponse },
          // Probes hit these every few seconds; logging each would drown the useful lines.
          autoLogging: { ignore: (req) => req.url?.startsWith('/api/health') ?? false },
        },
      }),
    }),
  ],
})
export class LoggingModule {}
