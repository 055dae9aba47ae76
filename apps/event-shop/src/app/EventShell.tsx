import { Box } from '@mantine/core';
import { ShopBasketButton, ShopOverlays, socialOf, useInfoLinks, useMenu, useRestaurantInfo } from '@platter/ordering';
import {
  AppHeader,
  AppLayout,
  CategorySideMenu,
  DEFAULT_DISH_IMAGE,
  EVENT_SIDE_LIST_WIDTH,
  EVENT_TOP_BAR_HEIGHT,
  EventTopBar,
  HeaderLinks,
  PreferenceControls,
  ScreenOutlet,
} from '@platter/ui-kit';
import { IconHome } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * The event shop's frame (spec §2 "Event-mode layout"): the bar with address, telephone and social
 * links, a header with Home, Contact and the legal panels that have text, the basket button, and
 * the category list on the left (a burger opens it on phones).
 */
export function EventShell() {
  const info = useRestaurantInfo();
  const { t } = useTranslation(['common', 'menu']);
  const navigate = useNavigate();
  const [listOpened, setListOpened] = useState(false);
  const home = { key: 'home', label: t('common:nav.home'), onClick: () => void navigate('/'), icon: <IconHome size={18} aria-hidden /> };
  const links = [home, ...useInfoLinks({ legalSecondary: false })];

  return (
    <>
      <AppLayout
        topBar={{
          height: EVENT_TOP_BAR_HEIGHT,
          content: <EventTopBar address={info.address} telephone={info.telephon} social={socialOf(info)} />,
        }}
        header={
          <AppHeader
            restaurantName={info.name}
            onHomeClick={() => void navigate('/')}
            menu={{ opened: listOpened, onToggle: () => setListOpened((open) => !open), label: t('menu:categories') }}
            actions={
              <>
                <HeaderLinks links={links} />
                <PreferenceControls />
                <ShopBasketButton />
              </>
            }
          />
        }
        sideMenu={<EventCategoryList onChosen={() => setListOpened(false)} />}
        sideMenuOpened={listOpened}
        sideMenuWidth={EVENT_SIDE_LIST_WIDTH}
      >
        <ScreenOutlet />
      </AppLayout>
      <ShopOverlays />
    </>
  );
}

/** The left category list; choosing a category shows it in the shop. */
function EventCategoryList({ onChosen }: { onChosen: () => void }) {
  const info = useRestaurantInfo();
  const navigate = useNavigate();
  const menu = useMenu();
  return (
    <Box h="100%">
      <CategorySideMenu
        categories={menu.navItems}
        active={menu.selection}
        pinnedLabel={menu.pinnedLabel}
        onSelect={(selection) => {
          menu.select(selection);
          onChosen();
          void navigate('/');
        }}
        fallbackImageUrl={DEFAULT_DISH_IMAGE}
        copyright={{ year: new Date().getFullYear(), name: info.name }}
        showCreatedBy={info.branding}
      />
    </Box>
  );
}
