export { activityRouter } from './activity.routes'
export { createActivityService, type ActivityService } from './activity.service'
export { changesRepo } from './changes.repo'
