export { CartLines, type CartLinesProps } from './cart/CartLines.tsx';
export { CartScreen } from './cart/CartScreen.tsx';
export { ShopBasketButton } from './cart/ShopBasketButton.tsx';
export { SideCartHost } from './cart/SideCartHost.tsx';
export { useContinueToCheckout } from './cart/use-continue-to-checkout.ts';
export { CheckoutScreen } from './checkout/CheckoutScreen.tsx';
export {
  DEFAULT_ORDERING_CONFIG,
  type OrderingConfig,
  type OrderingConfigInput,
  type OrderingPaths,
  resolveOrderingConfig,
  useOrderingConfig,
} from './config.tsx';
export { ContactPanel } from './content/ContactPanel.tsx';
export { LegalPanels } from './content/LegalPanels.tsx';
export { LEGAL_PANELS, type LegalOverlay } from './content/legal-panel-list.tsx';
export { socialOf } from './content/social.ts';
export { type InfoLinksOptions, useInfoLinks } from './content/use-info-links.tsx';
export { DeliveryChoice } from './delivery/DeliveryChoice.tsx';
export { readWallClock } from './delivery/default-time.ts';
export { scheduleView, timeForType, timeLabel, wallClockOf } from './delivery/delivery.ts';
export { useNotifyDeliveryChange } from './delivery/delivery-change-notice.ts';
export { allowedDeliveryTypes, useDeliveryNote, useDeliveryWays, useOrderWaysText } from './delivery/delivery-ways.ts';
export { useChangeDelivery } from './delivery/use-change-delivery.ts';
export { type DeliverySelection, useDeliverySelection } from './delivery/use-delivery-selection.ts';
export { useDeliveryTypeSwitch } from './delivery/use-delivery-type-switch.ts';
export { useDescribeError } from './errors.ts';
export { MountWhenOpened } from './lazy-overlay.tsx';
export { MenuCategoryCarousel } from './menu/MenuCategoryCarousel.tsx';
export { MenuProductStrip } from './menu/MenuProductStrip.tsx';
export { ChosenMenuProducts, MenuProducts, type MenuProductsProps } from './menu/MenuProducts.tsx';
export { groupBySubcategory, type ProductGroup, sortCategories } from './menu/menu-order.ts';
export { type MenuSelection, menuSelectionStore, selectMenu, useMenuSelection } from './menu/menu-selection.ts';
export { type ProductCues, useProductCues } from './menu/product-cues.ts';
export { type MenuState, useMenu } from './menu/use-menu.ts';
export { ADDED_NOTICE_MS, notifyError, notifySuccess, notifyWarning, SNACKBAR_AUTO_CLOSE_MS } from './notify.ts';
export { orderingRoutes } from './ordering-routes.tsx';
export { type Overlay, overlayStore, useOverlay } from './overlays.ts';
export { type LastOrder, lastOrderBasket, rememberLastOrder } from './payment/last-order.ts';
export { PaymentScreen } from './payment/PaymentScreen.tsx';
export { PaymentStatusScreen } from './payment/PaymentStatusScreen.tsx';
export { followPaymentLink } from './payment/payment-link.ts';
export { type Choice, choiceStore, type Selection } from './product-choice/choice-store.ts';
export { ProductChoiceHost } from './product-choice/ProductChoiceHost.tsx';
export { type AddOptions, useAddProduct } from './product-choice/use-add-product.ts';
export { SIDE_CART_MIN_WIDTH, useAfterAdd } from './product-choice/use-after-add.ts';
export { useAvailable } from './product-choice/use-available.ts';
export {
  categoriesQuery,
  categoryAttributesQuery,
  legalContentsQuery,
  mostSellingQuery,
  orderQuery,
  pinnedProductsQuery,
  productPackagesQuery,
  productSearchQuery,
  productsQuery,
  restaurantInfoQuery,
} from './queries.ts';
export {
  appendScript,
  createRecaptcha,
  type Recaptcha,
  type RecaptchaAction,
  type RecaptchaApi,
  recaptchaScriptUrl,
  type ScriptLoader,
} from './recaptcha/recaptcha.ts';
export { type RecaptchaFields, useRecaptcha } from './recaptcha/use-recaptcha.ts';
export { type OrderingRoute, useOrderingRouteMeta, usePageMeta } from './route-meta.ts';
export { RestaurantInfoProvider, ServicesProvider, useApi, useRestaurantInfo, useServices } from './services/context.tsx';
export { OrderingProvider, type OrderingProviderProps } from './services/OrderingProvider.tsx';
export { type CreateOrderingServicesOptions, createOrderingServices, type OrderingServices } from './services/services.ts';
export { ShopOverlays, type ShopOverlaysProps } from './shop-overlays.tsx';
export { resetOrderingUi } from './ui-state.ts';
export { whenIdle } from './when-idle.ts';
