import '@mantine/core/styles.css';
import { Button, Card, Group, Image, MantineProvider, Modal, Notification, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { formatPrice, SAMPLE_PRODUCTS, type SampleProduct } from './sample-products';

function Page() {
  const [open, setOpen] = useState<SampleProduct | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  return (
    <main style={{ padding: 16 }}>
      <Title order={1}>Products</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mt="md">
        {SAMPLE_PRODUCTS.map((product) => (
          <Card key={product.id} withBorder>
            <Card.Section>
              <Image src={product.image} alt={product.imageAlt} w="100%" h={180} />
            </Card.Section>
            <Title order={2} size="h5" mt="sm">{product.name}</Title>
            <Text size="sm">{product.description}</Text>
            <Text fw={700}>{formatPrice(product.price)}</Text>
            <Group mt="sm">
              <Button variant="default" onClick={() => setOpen(product)}>Details</Button>
              <Button onClick={() => setToast(`${product.name} added to cart`)}>Add to Cart</Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.name}>
        <Tabs defaultValue="individual">
          <Tabs.List>
            <Tabs.Tab value="individual">Individual Purchase</Tabs.Tab>
            <Tabs.Tab value="team">Team Buy</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="individual">{open && formatPrice(open.price)}</Tabs.Panel>
          <Tabs.Panel value="team">1 of 3 joined</Tabs.Panel>
        </Tabs>
      </Modal>
      {toast && (
        <Notification role="status" onClose={() => setToast(null)} style={{ position: 'fixed', bottom: 16, right: 16 }}>
          {toast}
        </Notification>
      )}
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <MantineProvider>
    <Page />
  </MantineProvider>,
);
