export { insightsRouter } from './insights.routes'
export { createInsightsService, type InsightsService } from './insights.service'
