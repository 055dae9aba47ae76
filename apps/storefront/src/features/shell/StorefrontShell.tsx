import { Text } from '@mantine/core';
import { type Language, rememberLanguage } from '@platter/i18n';
import { ColorSchemeToggle, LanguageMenu, StorefrontHeader, StorefrontLayout, usePageData } from '@platter/ui-kit';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';


/** The frame around every storefront route: header with language and scheme, footer line. */
export function StorefrontShell() {
  const { restaurant } = usePageData();
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();
  const changeLanguage = (language: Language) => {
    rememberLanguage(language, localStorage);
    void i18n.changeLanguage(language);
  };
  return (
    <StorefrontLayout
      header={
        <StorefrontHeader
          restaurantName={restaurant.name}
          onHomeClick={() => navigate('/menu')}
          actions={
            <>
              <LanguageMenu value={i18n.language as Language} onChange={changeLanguage} />
              <ColorSchemeToggle />
            </>
          }
        />
      }
      footer={
        <Text component="footer" size="sm" c="dimmed" ta="center" py="lg">
          {t('footer.copyright', { year: new Date().getFullYear(), name: restaurant.name })}
        </Text>
      }
    >
      <Outlet />
    </StorefrontLayout>
  );
}
