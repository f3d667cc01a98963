import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { formatPrice, SAMPLE_PRODUCTS, type SampleProduct } from './sample-products';

function Page() {
  const [open, setOpen] = useState<SampleProduct | null>(null);
  const [tab, setTab] = useState(0);
  const [toast, setToast] = useState<string | null>(null);
  return (
    <Box component="main" sx={{ p: 2 }}>
      <Typography variant="h4" component="h1">Products</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, mt: 2 }}>
        {SAMPLE_PRODUCTS.map((product) => (
          <Card key={product.id}>
            <CardMedia component="img" image={product.image} alt={product.imageAlt} width={320} height={240} />
            <CardContent>
              <Typography variant="h6" component="h2">{product.name}</Typography>
              <Typography variant="body2">{product.description}</Typography>
              <Typography variant="subtitle1">{formatPrice(product.price)}</Typography>
            </CardContent>
            <CardActions>
              <Button onClick={() => { setTab(0); setOpen(product); }}>Details</Button>
              <Button variant="contained" onClick={() => setToast(`${product.name} added to cart`)}>Add to Cart</Button>
            </CardActions>
          </Card>
        ))}
      </Box>
      <Dialog open={open !== null} onClose={() => setOpen(null)}>
        <DialogTitle>{open?.name}</DialogTitle>
        <DialogContent>
          <Tabs value={tab} onChange={(_, value: number) => setTab(value)}>
            <Tab label="Individual Purchase" />
            <Tab label="Team Buy" />
          </Tabs>
          {tab === 0 ? <Typography>{open && formatPrice(open.price)}</Typography> : <Typography>1 of 3 joined</Typography>}
        </DialogContent>
      </Dialog>
      <Snackbar open={toast !== null} autoHideDuration={3000} onClose={() => setToast(null)}>
        <Alert severity="success">{toast}</Alert>
      </Snackbar>
    </Box>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<Page />);
