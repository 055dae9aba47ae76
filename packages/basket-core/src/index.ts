export {
  type AddFlow,
  type AddFlowFailure,
  type AddFlowInput,
  type AddFlowProduct,
  chooseAddFlow,
  needsAttributeGroups,
  offersPinnedExtras,
} from './add-flow.ts';
export { ANNOUNCEMENT_SNOOZE_MINUTES, announcementKey, shouldShowAnnouncement, snoozeAnnouncement } from './announcement.ts';
export {
  type AttributeGroupRules,
  type AttributeItemInput,
  type AttributeSelection,
  type AttributeSelectionFailure,
  attributeGroupCap,
  canAdd,
  checkAttributeSelection,
  decreaseAttributeItem,
  increaseAttributeItem,
  remainingForMinimum,
  selectedCount,
  toggleAttributeItem,
} from './attribute-groups.ts';
export { BasketError, LOCAL_MESSAGES, type LocalMessageCode } from './basket-error.ts';
export {
  BASKET_REGISTRY_KEY,
  type BasketRecord,
  type BasketRegistry,
  createBasketRegistry,
  parseBasketRegistry,
} from './basket-registry.ts';
export { type FieldFailure, parsePostalCode, parseTip, parseVoucherCode, paymentTypeChoices } from './checkout-fields.ts';
export {
  DELIVERY_TYPE_TEXTS,
  type DeliveryTypeOption,
  type DeliveryTypeUnavailable,
  deliveryTypeNameOf,
  deliveryTypeOptions,
} from './delivery-types.ts';
export {
  checkEventDetails,
  type EventDateRule,
  type EventDetails,
  type EventDetailsConfig,
  type EventDetailsError,
  type EventDetailsFailure,
  type EventDetailsField,
  type EventDetailsInput,
  lineExtraInfoOf,
  linePersons,
  needsEventDetails,
} from './event-details.ts';
export { checkItemComment, ITEM_COMMENT_MAX_LENGTH, type ItemCommentFailure, itemCommentCharactersLeft } from './item-comment.ts';
export { localDate } from './local-date.ts';
export {
  addPackageProduct,
  checkPackageStep,
  nextPackageStep,
  type PackageItemInput,
  type PackageSelection,
  type PackageStepFailure,
  type PackageStepRules,
  type PackageWizardNext,
  type PackageWizardView,
  packageItemsToSend,
  packageStepCap,
  packageWizardView,
  previousPackageStep,
  removePackageProduct,
  stepUnits,
} from './package-steps.ts';
export { MINIMUM_ADD_QUANTITY, parseQuantity } from './quantity.ts';
export { restaurantSchedule, type ScheduleRestaurant } from './restaurant-schedule.ts';
export { fail, type Result, succeed } from './result.ts';
export { quantityInCart, type StockUsingLine, stockLeft } from './stock.ts';
export {
  type AddPackageInput,
  type AddToBasketInput,
  type BasketState,
  type BasketStore,
  type BasketStoreApi,
  type BasketStoreDeps,
  type BasketTotals,
  createBasketStore,
  type LineFlags,
  selectCanIncrease,
  selectIsChanging,
  selectIsEmpty,
  selectItemCount,
  selectLine,
  selectLineFlags,
  selectLines,
  selectStockLines,
  selectTotals,
} from './stores/basket-store.ts';
export {
  type CheckoutRestaurant,
  type CheckoutStart,
  type CheckoutState,
  type CheckoutStore,
  type CheckoutStoreApi,
  type CheckoutStoreDeps,
  createCheckoutStore,
} from './stores/checkout-store.ts';
export {
  createDeliveryStore,
  type DeliveryChange,
  type DeliveryNotice,
  type DeliveryState,
  type DeliveryStore,
  type DeliveryStoreApi,
  type DeliveryStoreDeps,
  type ShippingPrice,
} from './stores/delivery-store.ts';
export {
  createSessionStore,
  type LoginInput,
  type SessionRole,
  type SessionState,
  type SessionStore,
  type SessionStoreApi,
  type SessionStoreDeps,
  selectIsLoggedIn,
  selectIsManager,
} from './stores/session-store.ts';
export {
  needsTableCapacity,
  rememberTableCapacity,
  shouldAskTableCapacity,
  type TableCapacityBasket,
  tableCapacityKey,
  tableCapacityOf,
} from './table-capacity.ts';
export { type TableRef, type TableRefInput, tableRefOf } from './table-ref.ts';
export {
  hideTableSelection,
  isTableSelectionHidden,
  shouldOfferTableSelection,
  type TableSelectionBasket,
  tableSelectionKey,
} from './table-selection.ts';
export { planVisit, recordVisit, VISITED_DATE_KEY, type VisitQuery, type VisitRecord } from './visit.ts';
