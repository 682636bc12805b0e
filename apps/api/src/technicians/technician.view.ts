import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { TechnicianSummary } from '@fixflow/contracts';

@ApiSchema({ name: 'TechnicianSummary' })
export class TechnicianSummaryView implements TechnicianSummary {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true })
  full_name: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'email' })
  email: string | null;

  @ApiProperty({ type: String, nullable: true })
  phone: string | null;

  @ApiProperty()
  role: string;

  @ApiProperty({ type: String, nullable: true })
  state: string | null;

  @ApiProperty({ type: String, nullable: true })
  city: string | null;

  @ApiProperty()
  status: string;

  @ApiProperty({ type: 'integer' })
  completed_orders: number;

  @ApiProperty({ type: Number, nullable: true })
  rating: number | null;

  @ApiProperty({ type: String, nullable: true })
  timezone: string | null;

  @ApiProperty({ type: Number, nullable: true, description: "percent; the caller vendor's override" })
  commission_rate: number | null;
}
